import { expose } from 'comlink';
import { clusterWorkerApi } from './clusterWorkerApi';

expose(clusterWorkerApi);
