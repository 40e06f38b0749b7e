// The finance pages' own texts (spec §2, §8 empty states, and what the portal adds around them).
export const FINANCE_TEXT = {
  noSignature: 'Nenhuma assinatura cadastrada no momento...',
  noCards: 'Nenhum cartão disponível no momento',
  noInvoices: 'Nenhuma fatura cadastrada no momento',
  gatewayNotice: 'Os dados dos cartões ficam guardados no provedor de pagamentos, não neste portal. Aqui aparecem apenas a bandeira e os quatro últimos dígitos.',
  cardsNeedJs: 'Para adicionar um cartão é preciso ter o JavaScript ativado no navegador, porque os dados do cartão vão direto para o provedor de pagamentos. Sem ele, você pode pagar suas faturas por PIX ou escolher boleto na assinatura.',
  supportChat: 'Falar com o suporte pelo WhatsApp',
  changeMethod: 'Alterar forma de pagamento',
  confirmDelete: 'Deseja realmente excluir este cartão?',
  activeCardWarning: 'Este é o cartão ativo, usado na sua assinatura. Sem ele, a assinatura precisa de outro cartão: adicione um novo ou mude a forma de pagamento para boleto em Assinatura.',
  pixHelp: 'Abra o aplicativo do seu banco, escolha PIX "copia e cola" ou leia o QR code abaixo.',
  pixWaiting: 'Aguardando a confirmação do pagamento. Depois de pagar no aplicativo do banco, use o botão "Já paguei".',
  pixPaid: 'Pagamento recebido. A fatura está Paga.',
  alreadyPaid: 'Já paguei',
} as const;

/** The support chat (spec §2: {phone}), a WhatsApp link built from ASSOCIATION_SUPPORT_PHONE. */
// wa.me wants the number in international form, digits only: a Brazilian number written with
// its area code alone ('(11) 4002-8922') gets the country code 55.
export const supportChatUrl = (phone: string) =>
  `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent('Olá! Preciso de ajuda com a minha assinatura.')}`;

function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 11 ? `55${digits}` : digits;
}
