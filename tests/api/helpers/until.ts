// Waits for something the API does in the background (a webhook, the settling job) to show.
export async function until(condition: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condição não alcançada a tempo');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
