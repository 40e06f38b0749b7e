// The association's name as members know it (footer, page titles).
export const ASSOCIATION_NAME = 'Associação dos Aposentados e Pensionistas';
export const SITE_NAME = 'Área do Associado';
