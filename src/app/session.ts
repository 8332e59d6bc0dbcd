/** Session start (spec section 4). Placeholder until the API layer lands. */
export async function startSession(): Promise<void> {}
