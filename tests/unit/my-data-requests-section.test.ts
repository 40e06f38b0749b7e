// The data export's PDF names a member's requests (issue 23 §2) in the portal's words: subject and
// status as the pages say them, line breaks of a message or an answer kept readable on one line.
import { describe, expect, it } from 'vitest';
import { exportSections } from '../../src/lib/my-data/export-sections.ts';

describe('solicitações na exportação de Meus dados', () => {
  it('protocolo, assunto, situação, mensagem, anexo e respostas', () => {
    const [section] = exportSections({
      requests: [{
        protocol: '2026-000001', subject: 'cadastro', status: 'respondido', createdAt: '2026-02-18T12:00:00.000Z',
        message: 'Mudei de endereço.\nPreciso enviar algo?', attachmentName: null,
        answers: [{ staffName: 'Atendimento da associação', createdAt: '2026-02-20T12:00:00.000Z', body: 'Não é preciso.\nAtualize em Perfil.' }],
      }],
    }).filter((candidate) => candidate.title === 'Solicitações à associação');
    expect(section!.records).toEqual([[
      ['Protocolo', '2026-000001'],
      ['Assunto', 'Cadastro'],
      ['Situação', 'Respondido'],
      ['Enviada em', '18/02/2026 09:00'],
      ['Mensagem', 'Mudei de endereço. Preciso enviar algo?'],
      ['Anexo', 'Nenhum'],
      ['Respostas', 'Atendimento da associação, em 20/02/2026 09:00: Não é preciso. Atualize em Perfil.'],
    ]]);
  });
});
