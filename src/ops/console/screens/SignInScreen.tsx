import type { ConsoleWords } from '../words.ts'

/** The sign-in form; `back` is the console page to return to. */
export function SignInScreen({ base, challenge, back, problem, w }: { base: string; challenge: string; back: string; problem?: string; w: ConsoleWords }) {
  return (
    <section className="card">
      <form method="post" action={`${base}/sign-in`} className="filters">
        <input type="hidden" name="csrf" value={challenge} />
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <label>
          {w.signIn.token}
          <input type="password" name="token" required autoComplete="current-password" aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'sign-in-problem' : undefined} />
        </label>
        <button type="submit">{w.signIn.submit}</button>
      </form>
      {problem ? (
        <p id="sign-in-problem" className="bad" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="muted">{w.signIn.hint}</p>
    </section>
  )
}
