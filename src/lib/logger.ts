// Operator log lines. Callers pass paths and statuses only: never passwords, tokens, session ids
// or full CPFs (use maskCpfForLog from contract/cpf.ts when a CPF matters).
export const logger = {
  warn: (message: string) => console.warn(`[portal] ${message}`),
  error: (message: string) => console.error(`[portal] ${message}`),
};
