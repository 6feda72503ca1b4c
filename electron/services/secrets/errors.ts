import { ServiceError } from '../../lib/service-error.ts';

/** `sealed-elsewhere`: a stored secret was sealed with the desktop app's OS keychain, which this studio (headless) cannot open. */
export type SecretErrorCode = 'sealed-elsewhere';

export class SecretError extends ServiceError<SecretErrorCode> {}
