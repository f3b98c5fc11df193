/**
 * A promise settled in another request's context runs the reactions attached straight to it in that
 * context: code of this request that awaits it goes on as that request, and what it makes there (a
 * Response, a stream, an HTMLRewriter) belongs to that request and fails in this one ("Cannot perform I/O on
 * behalf of a different request"). Workerd moves the settling of a promise made by this request back into
 * this request's context, so this gives one: await it instead of a promise another request may settle.
 */
export function inThisRequest<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => void promise.then(resolve, reject))
}
