import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig, ProcessRole } from './config/app-config';
import { ConfigError, loadConfig } from './config/load-config';
import { configureHttpApp } from './http-app';
import { migrateDatabase } from './infra/database/migrate';

/** Loads config (failing fast with a readable message), migrates, then starts the given role. */
export async function bootstrap(roleOverride?: ProcessRole): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const role = roleOverride ?? config.processRole;
  await migrateDatabase(config.databaseUrl);

  if (role === 'worker') {
    const context = await NestFactory.createApplicationContext(AppModule.forRoot(config, role), { bufferLogs: true });
    context.useLogger(context.get(Logger));
    context.enableShutdownHooks();
    return;
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, role), {
    bufferLogs: true,
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  configureHttpApp(app, config);
  await app.listen(config.port);
  app.get(Logger).log(`Listening on ${config.publicUrl} (port ${config.port}, role ${role})`);
}
