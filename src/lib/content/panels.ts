// The panels of spec §2: cards to the pages of a section.
export type PanelCard = { title: string; href: string };

/** /agoage and /comunicacaoago: the two general assemblies, newest first. */
export const AGO_CARDS: PanelCard[] = [
  { title: 'A.G.O / A.G.E - Abril/2025', href: '/agoage/2025' },
  { title: 'A.G.O / A.G.E - Abril/2024', href: '/agoage/2024' },
];

/** /juridico: the member's lawsuits and the legal newsletters. */
export const LEGAL_CARDS: PanelCard[] = [
  { title: 'Processos', href: '/juridico/processos' },
  { title: 'Informativo jurídico', href: '/juridico/informativo' },
];

/** The viewer page of a document, with the way back to the list it was opened from. */
export const documentHref = (id: string, backTo: string) =>
  `/documentos/${encodeURIComponent(id)}?voltar=${encodeURIComponent(backTo)}`;

/** /financeiro: the subscription, the cards and the invoices. */
export const FINANCE_CARDS: PanelCard[] = [
  { title: 'Assinatura', href: '/financeiro/assinatura' },
  { title: 'Cartões', href: '/financeiro/cartoes' },
  { title: 'Faturas', href: '/financeiro/faturas' },
];
