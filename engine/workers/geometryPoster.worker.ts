import { posterWorkerApi } from './posterWorkerApi';
import { exposeApi, type RpcEndpoint } from './rpc';

// The geometry worker of a page whose first map shows a poster: the poster's code is part of
// the script, so the poster is drawn the moment the file is parsed.
exposeApi(posterWorkerApi, self as unknown as RpcEndpoint);
