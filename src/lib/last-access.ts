// The dashboard's 'Seu último acesso foi em DD/MM/YYYY às HH:mm' (issue #9): the sign-in before the
// one that opened this session, so a member notices a sign-in that was not theirs.
import { listSignIns } from './api/account.ts';
import type { Caller } from './api/client.ts';
import { formatDayAtTime } from './datetime.ts';

/** The sentence, or undefined on a first sign-in or when the history cannot be read. */
export async function lastAccessLine(caller: Caller): Promise<string | undefined> {
  const answer = await listSignIns(caller, 2);
  const previous = answer.ok ? answer.body.data[1] : undefined;
  return previous ? `Seu último acesso foi em ${formatDayAtTime(new Date(previous.at))}` : undefined;
}
