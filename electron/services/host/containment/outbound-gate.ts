// The outbound gate worker is a typed worker module (workers/gate.worker.ts, bundled by
// workers/sources.ts): a worker, not a Node function, so raw TCP sockets fail instead of passing
// through to the machine's network. The names it shares with the host's outbound handler
// (outbound-handler.ts) live in workers/constants.ts.
export {
  GATE_CAP_BINDING,
  GATE_HOST_BINDING,
  GATE_WORKER,
  mib,
  OUTBOUND_ERROR_HEADER,
  OUTBOUND_URL_HEADER,
  SANDBOX_CALL_HEADER,
} from '../workers/constants.ts';
