// Comunicação: the FAQ (DESIGN §10) — add, edit, delete and move an entry up or down; members'
// /faq reads the same table in the same order.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../middleware/errors.ts';
import { actorOf } from '../../middleware/staff.ts';
import { createFaq, deleteFaq, listFaqForStaff, moveFaq, updateFaq, type FaqInput } from '../../services/staff/comunicacao/faq-editing.ts';
import { objectBody, pathId } from '../validation.ts';
import { staffRoute } from './access.ts';
import { COMUNICACAO_MSG } from './comunicacao-messages.ts';

export const staffFaq = new Hono<AppEnv>();

function trimmed(value: unknown, maxLength: number, message: string) {
  const text = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
  if (!text || text.length > maxLength) throw new ApiError(400, message);
  return text;
}

function faqInput(c: Context<AppEnv>): FaqInput {
  const body = objectBody(c.get('body'));
  return { question: trimmed(body.question, 300, COMUNICACAO_MSG.questionRequired), answer: trimmed(body.answer, 5000, COMUNICACAO_MSG.answerRequired) };
}

const faqId = (c: Context<AppEnv>) => pathId(c.req.param('id')!, COMUNICACAO_MSG.faqNotFound);

staffRoute(staffFaq, 'GET', '/staff/faq', ['comunicacao'], async (c) => c.json({ data: await listFaqForStaff(c.get('services').db) }));

staffRoute(staffFaq, 'POST', '/staff/faq', ['comunicacao'], async (c) => {
  const services = c.get('services');
  const id = await createFaq(services.db, services.clock(), actorOf(c), faqInput(c));
  return c.json({ msg: COMUNICACAO_MSG.faqCreated, id }, 201);
});

staffRoute(staffFaq, 'POST', '/staff/faq/:id', ['comunicacao'], async (c) => {
  const services = c.get('services');
  const id = faqId(c);
  if (!(await updateFaq(services.db, services.clock(), actorOf(c), id, faqInput(c)))) throw new ApiError(404, COMUNICACAO_MSG.faqNotFound);
  return c.json({ msg: COMUNICACAO_MSG.faqSaved });
});

staffRoute(staffFaq, 'POST', '/staff/faq/:id/delete', ['comunicacao'], async (c) => {
  const services = c.get('services');
  if (!(await deleteFaq(services.db, services.clock(), actorOf(c), faqId(c)))) throw new ApiError(404, COMUNICACAO_MSG.faqNotFound);
  return c.json({ msg: COMUNICACAO_MSG.faqDeleted });
});

staffRoute(staffFaq, 'POST', '/staff/faq/:id/move', ['comunicacao'], async (c) => {
  const services = c.get('services');
  const id = faqId(c);
  const { direction } = objectBody(c.get('body'));
  if (direction !== 'up' && direction !== 'down') throw new ApiError(400, COMUNICACAO_MSG.directionInvalid);
  if (!(await moveFaq(services.db, services.clock(), actorOf(c), id, direction))) throw new ApiError(404, COMUNICACAO_MSG.faqNotFound);
  return c.json({ msg: COMUNICACAO_MSG.faqMoved });
});
