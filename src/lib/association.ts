// The association's name as members know it (footer, page titles).
export const ASSOCIATION_NAME = 'Associação dos Aposentados e Pensionistas';
export const SITE_NAME = 'Área do Associado';
/** What search results say of a page that has no description of its own. */
export const SITE_DESCRIPTION = `Área do Associado da ${ASSOCIATION_NAME}: faturas, processos, documentos, notícias e dados do associado.`;
