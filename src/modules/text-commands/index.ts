export { TextCommandsModule } from './text-commands.module';
