// Every text the viewer shows or announces, in Brazilian Portuguese.
//
// Spec §1 gives the viewer's internal messages in English ('This document requires a password
// to open', 'The password is wrong. Please try again', 'Cannot load document'). We show their
// Portuguese versions below and deliberately do NOT add the English originals for assistive
// technology: our members use Portuguese screen-reader voices, and an English sentence read by
// them is noise, not help. The mapping stays documented here for whoever compares with the spec.
export const viewerMessages = {
  loading: 'Carregando o documento…',
  needPassword: 'Este documento exige uma senha para ser aberto', // 'This document requires a password to open'
  wrongPassword: 'A senha está incorreta. Tente novamente.', // 'The password is wrong. Please try again'
  cannotLoad: 'Não foi possível carregar o documento', // 'Cannot load document'
  // Where the password comes from, so the prompt is not a dead end (issue 20).
  passwordSource: 'A senha deste documento vem no aviso da associação sobre ele (por e-mail ou carta). Se não recebeu o aviso, ligue para a associação.',
  passwordLabel: 'Senha do documento',
  openWithPassword: 'Abrir documento',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  // What narrow screens show of the two above (Toolbar.tsx); each is part of its full name.
  previousShort: 'Anterior',
  nextShort: 'Próxima',
  moreOptions: 'Mais opções',
  pageField: 'Número da página',
  zoomIn: 'Aumentar zoom',
  zoomOut: 'Diminuir zoom',
  rotate: 'Girar',
  fullScreen: 'Tela cheia',
  leaveFullScreen: 'Sair da tela cheia',
  addStamp: 'Inserir imagem',
  stampAdded: 'Imagem inserida no documento',
  toolbar: 'Controles do documento',
  moreRight: 'Há mais à direita →',
  moreBelow: 'Há mais abaixo ↓',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  zoomLevel: (percent: number) => `Zoom ${percent}%`,
  rotated: (degrees: number) => `Documento girado ${degrees} graus`,
  loaded: (pages: number) => `Documento aberto, ${pages === 1 ? '1 página' : `${pages} páginas`}`,
} as const;
