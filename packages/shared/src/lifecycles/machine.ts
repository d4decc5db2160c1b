// One step machine per lifecycle (ADR 018): its states, its steps, which side takes each step and
// the state it leads to. The server asks it whether a step is allowed (and writes the step as a
// conditional update from the states it names, so a race is decided by the database); the web shows
// exactly the buttons it allows. Sides are the access module's (ADR 017).

/** Who takes a step: the row's buyer, the row's manufacturer, an admin, or the platform's own jobs. */
export type StepSide = 'buyer' | 'manufacturer' | 'admin' | 'system';

export type Step<S extends string> = {
  readonly from: readonly S[];
  readonly to: S;
  readonly by: readonly StepSide[];
};

export type Lifecycle<S extends string, E extends string> = {
  readonly name: string;
  readonly states: readonly S[];
  /** The state a new row starts in. */
  readonly initial: S;
  readonly steps: { readonly [K in E]: Step<S> };
  /** Why a step cannot be taken from a state, in the words of the side that tried (a 409's message). */
  readonly refusal: (step: E, state: S) => string;
};

export const defineLifecycle = <S extends string, E extends string>(lifecycle: Lifecycle<S, E>) => lifecycle;

/** Whether a row in `state` may take `step` (whoever takes it). */
export const canTake = <S extends string, E extends string>(
  lifecycle: Lifecycle<S, E>,
  step: E,
  state: S,
): boolean => lifecycle.steps[step].from.includes(state);

/** The steps a row in `state` may take, for one side if named, in the order the lifecycle lists them. */
export function stepsFrom<S extends string, E extends string>(
  lifecycle: Lifecycle<S, E>,
  state: S,
  side?: StepSide,
): E[] {
  return (Object.keys(lifecycle.steps) as E[]).filter(
    (step) => canTake(lifecycle, step, state) && (!side || lifecycle.steps[step].by.includes(side)),
  );
}

/** The state a step leads to. */
export const nextState = <S extends string, E extends string>(lifecycle: Lifecycle<S, E>, step: E): S =>
  lifecycle.steps[step].to;

/** States no step leaves. */
export const finalStates = <S extends string, E extends string>(lifecycle: Lifecycle<S, E>): S[] =>
  lifecycle.states.filter((s) => stepsFrom(lifecycle, s).length === 0);
