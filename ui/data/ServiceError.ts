/**
 * An error a service answered inside a successful call (geocoding `error_message`, marker upload
 * `error`). Unlike a failed data call its message is meant for the user: the UI shows it
 * in an alert.
 */
export class ServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServiceError';
  }
}
