// The parts of Comunicação (src/pages/gestao/comunicacao/), listed on the area's first page.
export const COMUNICACAO_PAGES = [
  { href: '/gestao/comunicacao/noticias', label: 'Notícias', description: 'Escrever, editar, publicar e despublicar notícias, com foto e PDF anexo.' },
  { href: '/gestao/comunicacao/perguntas', label: 'Perguntas frequentes', description: 'Perguntas e respostas, e a ordem em que aparecem.' },
  { href: '/gestao/comunicacao/documentos', label: 'Documentos', description: 'Relatórios contábeis por ano, documentos da A.G.O / A.G.E e informativos jurídicos.' },
] as const;
