import { geometryWorkerApi } from './geometryWorkerApi';
import { exposeApi, type RpcEndpoint } from './rpc';

// The project types `self` as a window (DOM lib); in a worker it is the worker's global scope,
// whose postMessage takes the transfer list second.
exposeApi(geometryWorkerApi, self as unknown as RpcEndpoint);
