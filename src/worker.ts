import 'reflect-metadata';
import { bootstrap } from './bootstrap';

void bootstrap('worker');
