// workerd's nodejs_compat has AsyncLocalStorage; the worker's tsconfig leaves out Node's types (they would
// retype timers and globals), so this declares the part the log context uses.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined
    run<R>(store: T, callback: () => R): R
  }
}
