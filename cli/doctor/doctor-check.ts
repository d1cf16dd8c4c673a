/** One line of the doctor report. `warn` makes the exit 1, `fail` makes it 2 (SPEC 4.6.3 rule 6). */
export interface DoctorCheck {
  id: string;
  status: 'ok' | 'warn' | 'fail' | 'skip';
  message: string;
}

export const ok = (id: string, message: string): DoctorCheck => ({ id, status: 'ok', message });
export const warn = (id: string, message: string): DoctorCheck => ({ id, status: 'warn', message });
export const fail = (id: string, message: string): DoctorCheck => ({ id, status: 'fail', message });
export const skip = (id: string, message: string): DoctorCheck => ({ id, status: 'skip', message });

export function exitCodeOf(checks: readonly DoctorCheck[]): 0 | 1 | 2 {
  if (checks.some((c) => c.status === 'fail')) return 2;
  return checks.some((c) => c.status === 'warn') ? 1 : 0;
}
