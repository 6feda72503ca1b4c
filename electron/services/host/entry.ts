// The runtime's entry module and its prelude are typed worker modules (workers/entry.worker.ts,
// workers/prelude.worker.ts), bundled by workers/sources.ts; the names they share with the host live
// in workers/constants.ts and are re-exported here for the host's side.
export {
  ANSWERED_HEADER,
  COMPONENTS_REQUEST,
  DISPATCH_HEADER,
  ENTRY_NAME,
  HOST_CALL_ORIGIN,
  HOST_TOKEN_HEADER,
  LOGS_HEADER,
  PRELUDE_NAME,
  TOO_LARGE_HEADER,
} from './workers/constants.ts';
