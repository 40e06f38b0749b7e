// What a member may be told of, and where (issue 23 §3): shared by the API and the portal's 'Avisos'. Labels in pt-BR.
export const CATEGORIES = ['invoice_due', 'payment_received', 'lawsuit_movement', 'new_document'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHANNELS = ['portal', 'email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  invoice_due: 'Fatura vence em 3 dias',
  payment_received: 'Pagamento recebido',
  lawsuit_movement: 'Nova movimentação no meu processo',
  new_document: 'Novo documento ou assembleia',
};

export const CHANNEL_LABELS: Record<Channel, string> = { portal: 'Portal', email: 'E-mail', sms: 'SMS' };

export type ChannelChoice = Record<Channel, boolean>;

/** What a member gets before choosing: the portal and e-mail, not SMS (a text costs and may surprise). */
export const DEFAULT_CHOICE: ChannelChoice = { portal: true, email: true, sms: false };

export const isCategory = (value: unknown): value is Category => CATEGORIES.includes(value as Category);
export const isChannel = (value: unknown): value is Channel => CHANNELS.includes(value as Channel);
