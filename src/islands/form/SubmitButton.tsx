// A submit button carrying the form's intent; it reads 'Carregando...' while its request runs.
const VARIANTS = { primary: 'button', danger: 'button button--danger', link: 'button button--link' } as const;

type Props = { intent: string; label: string; variant?: 'danger' | 'link'; pendingIntent: string | null };

export default function SubmitButton({ intent, label, variant, pendingIntent }: Props) {
  const busy = pendingIntent !== null;
  return (
    <button type="submit" name="intent" value={intent} className={VARIANTS[variant ?? 'primary']} aria-disabled={busy || undefined}>
      {pendingIntent === intent ? 'Carregando...' : label}
    </button>
  );
}
