// Texts of the demo news and FAQ (realistic pt-BR content about the association's themes).
/** The shipped pictures (assets/noticia-*.webp), each labelled with its theme. */
export const NEWS_PICTURES = ['assembleia', 'inss', 'saude', 'previdencia', 'convenios', 'juridico'] as const;
export type NewsPicture = (typeof NEWS_PICTURES)[number];

// A picture matches its item's theme; some items have none, so the portal's stock picture shows.
export const NEWS_ITEMS: { title: string; description: string; picture: NewsPicture | null }[] = [
  { title: 'Reajuste dos benefícios do INSS em 2026', description: 'Aposentadorias e pensões acima do salário mínimo terão reajuste pelo INPC acumulado. Veja a tabela e quando o novo valor cai na conta.', picture: 'inss' },
  { title: 'Convocação para a Assembleia Geral', description: 'Todos os associados estão convocados para a Assembleia Geral Ordinária, com prestação de contas e eleição do Conselho Fiscal.', picture: 'assembleia' },
  { title: 'Prova de vida agora é automática', description: 'O INSS passou a fazer a prova de vida por cruzamento de dados. Saiba quando ainda é preciso comparecer.', picture: 'previdencia' },
  { title: 'Novo convênio com rede de farmácias', description: 'Associados têm até 20% de desconto em medicamentos de uso contínuo em mais de 300 lojas do estado.', picture: null },
  { title: 'Plantão jurídico às quintas-feiras', description: 'Nossa assessoria jurídica atende presencialmente e por telefone, sem custo para o associado.', picture: 'juridico' },
  { title: 'Cuidado com golpes por telefone', description: 'A associação nunca pede senha, código ou pagamento por telefone ou WhatsApp. Desconfie e denuncie.', picture: 'inss' },
  { title: 'Calendário de pagamentos do INSS', description: 'Confira as datas de pagamento dos benefícios conforme o final do número do cartão.', picture: 'inss' },
  { title: 'Revisão da vida toda: o que mudou', description: 'Entenda a situação atual das ações de revisão e como ficam os processos acompanhados pela associação.', picture: null },
  { title: 'Imposto de renda: isenção por doença grave', description: 'Aposentados com doenças graves previstas em lei podem pedir isenção do IR. Veja os documentos necessários.', picture: 'previdencia' },
  { title: 'Oficina de celular para aposentados', description: 'Aprenda a usar o aplicativo Meu INSS, o gov.br e os bancos digitais com segurança.', picture: 'inss' },
  { title: 'Resultado da eleição do Conselho Fiscal', description: 'A chapa única foi eleita com ampla maioria. Conheça os novos conselheiros.', picture: 'assembleia' },
  { title: 'Descontos indevidos no benefício', description: 'Veja como consultar no extrato se há descontos associativos que você não autorizou e como pedir o estorno.', picture: null },
  { title: 'Campanha de vacinação contra a gripe', description: 'Pessoas com 60 anos ou mais podem se vacinar nos postos de saúde. Leve documento com foto.', picture: 'saude' },
  { title: 'Atualização cadastral', description: 'Mantenha seu endereço e telefone em dia na Área do Associado.', picture: 'assembleia' },
  { title: 'Empréstimo consignado: novo teto de juros', description: 'O Conselho Nacional de Previdência alterou o teto de juros do consignado para aposentados e pensionistas.', picture: 'inss' },
  { title: 'Encontro regional de associados', description: 'Participe do encontro regional com palestras sobre saúde, direitos e previdência.', picture: 'assembleia' },
  { title: '13º salário antecipado', description: 'O pagamento do décimo terceiro dos aposentados será antecipado em duas parcelas. Confira as datas.', picture: 'previdencia' },
  { title: 'Prestação de contas do trimestre', description: 'O relatório financeiro do trimestre já está disponível em Relatórios contábeis.', picture: 'assembleia' },
  { title: 'Pensão por morte: documentos necessários', description: 'Veja a lista de documentos e os prazos para pedir a pensão por morte ao INSS.', picture: 'previdencia' },
  { title: 'Horário de atendimento no fim de ano', description: 'A sede funcionará em horário reduzido entre o Natal e o Ano-Novo.', picture: null },
  { title: 'Benefício de prestação continuada (BPC)', description: 'Entenda quem tem direito ao BPC e como a associação pode orientar no pedido.', picture: 'previdencia' },
  { title: 'Parceria com clínica odontológica', description: 'Associados e dependentes têm consulta de avaliação gratuita e descontos em tratamentos.', picture: 'convenios' },
  { title: 'Aposentadoria especial: decisão favorável', description: 'A Justiça reconheceu o direito de um grupo de associados à revisão da aposentadoria especial.', picture: 'juridico' },
  { title: 'Nova sede regional inaugurada', description: 'A nova sede regional amplia o atendimento presencial aos associados do interior.', picture: null },
  { title: 'Atividades físicas para a terceira idade', description: 'Aulas gratuitas de alongamento e hidroginástica em parceria com a prefeitura.', picture: 'saude' },
  { title: 'Como acessar a Área do Associado', description: 'Passo a passo para o primeiro acesso: CPF, data de nascimento e criação da senha.', picture: 'inss' },
];

export const FAQ_ENTRIES: [string, string][] = [
  ['Como faço meu primeiro acesso?', 'Na tela inicial, informe seu CPF. No primeiro acesso, confirme sua data de nascimento e cadastre uma senha com pelo menos 8 caracteres, letra maiúscula, letra minúscula, número e caractere especial.'],
  ['Esqueci minha senha. O que faço?', 'Informe seu CPF, clique em "Perdi minha senha" e siga o link enviado para o e-mail do seu cadastro. O link vale por 1 hora e só pode ser usado uma vez.'],
  ['Como atualizo meu endereço e telefone?', 'Acesse Perfil, clique em editar, altere os dados e salve. O telefone é opcional; os outros campos são obrigatórios.'],
  ['Qual é o valor da mensalidade?', 'O valor da mensalidade é aprovado em assembleia e aparece em Financeiro > Assinatura, junto com a forma de pagamento.'],
  ['Posso pagar a mensalidade com cartão de crédito?', 'Sim. Cadastre um cartão em Financeiro > Cartões e escolha cartão de crédito como forma de pagamento da assinatura.'],
  ['Como acompanho meu processo judicial?', 'Em Jurídico > Processos você vê cada ação com as últimas movimentações e petições apresentadas.'],
  ['Onde encontro os documentos da assembleia?', 'No menu A.G.O estão os editais, atas e pareceres das assembleias de 2024 e 2025.'],
  ['A associação liga pedindo dados ou pagamentos?', 'Não. Nunca pedimos senha, código ou pagamento por telefone, e-mail ou WhatsApp. Em caso de dúvida, procure a sede.'],
  ['Como cancelo minha associação?', 'O pedido de desligamento é feito por escrito na sede ou pelo e-mail da secretaria, com antecedência de 30 dias.'],
];
