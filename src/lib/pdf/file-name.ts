// The member saves the PDF under a readable name ("relatorio-de-auditoria-2025.pdf"); plain
// ASCII keeps the Content-Disposition header valid on every browser without RFC 5987 encoding.
export function pdfFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'documento'}.pdf`;
}
