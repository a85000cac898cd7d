/** Errors of the MTProto source and `login` that the operator must fix (exit without a stack trace). */

/** Missing or unusable setup: api id/hash, the session, the channel name. Retrying does not help. */
export class MtprotoSetupError extends Error {
  override readonly name = 'MtprotoSetupError';
}
