import { expose } from 'comlink';
import { geometryWorkerApi } from './geometryWorkerApi';

expose(geometryWorkerApi);
