// The member card's words agree with the member (pt-BR has no neutral 'associado'): a woman reads
// 'Carteirinha de associada' and 'Associada desde'. The recorded sex decides; anything else keeps
// the masculine, the language's default.
export type MemberWords = { cardTitle: string; since: string };

export function memberWords(sexo: string | undefined): MemberWords {
  return sexo === 'F'
    ? { cardTitle: 'Carteirinha de associada', since: 'Associada desde' }
    : { cardTitle: 'Carteirinha de associado', since: 'Associado desde' };
}
