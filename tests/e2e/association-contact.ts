// The association's contact as the com-js and sem-js stacks are configured (playwright.config.ts):
// the phone left at its default, the e-mail set apart from its default, so /acessibilidade showing
// it proves the setting is read at run time.
export const STACK_SUPPORT_PHONE = { text: '(11) 4002-8922', href: 'tel:+551140028922' };
export const STACK_SUPPORT_EMAIL = 'barreiras@associacao-teste.example.org';
