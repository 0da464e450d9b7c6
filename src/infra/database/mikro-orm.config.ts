// Entry point for the MikroORM CLI (`npm run migration:create`).
import { loadConfig } from '../../config/load-config';
import { ormOptions } from './orm-options';

export default ormOptions(loadConfig().databaseUrl);
