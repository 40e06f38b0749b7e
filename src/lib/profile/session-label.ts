/**
 * 'Chrome no Windows, pela rede 189.40.12.x': browser, system and approximate network, so two
 * sessions of the same browser are told apart (the API never keeps the last IPv4 byte: it reads x).
 */
export function sessionLabel(device: string, network = ''): string {
  const name = device || 'Navegador desconhecido';
  return network ? `${name}, pela rede ${network.replace(/\.0$/, '.x')}` : name;
}
