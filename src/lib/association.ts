// The association's name as members know it (footer, page titles).
export const ASSOCIATION_NAME = 'Associação dos Aposentados e Pensionistas';
export const SITE_NAME = 'Área do Associado';

// Where members report an accessibility barrier (/acessibilidade). Demo values: an association
// puts its own service desk here.
export const ACCESSIBILITY_CONTACT = {
  phone: '0800 000 0000',
  phoneHref: 'tel:08000000000',
  email: 'acessibilidade@associacao.example.com.br',
};
