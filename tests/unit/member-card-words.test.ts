// 'Associada desde' for members recorded as female (issue 20, item 11).
import { describe, expect, it } from 'vitest';
import { memberWords } from '../../src/lib/card/member-words.ts';

describe('member card words', () => {
  it('speak of a woman as associada', () => {
    expect(memberWords('F')).toEqual({ cardTitle: 'Carteirinha de associada', since: 'Associada desde' });
  });
  it('keep associado for men and for a record without sex', () => {
    for (const sexo of ['M', undefined, '']) {
      expect(memberWords(sexo)).toEqual({ cardTitle: 'Carteirinha de associado', since: 'Associado desde' });
    }
  });
});
