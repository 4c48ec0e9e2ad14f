/** Spec 01 §5: email ≥ 3 characters and password ≥ 4 before 'Entrar' is enabled. */
export const canSubmitLogin = (email: string, password: string): boolean =>
  email.trim().length >= 3 && password.length >= 4;

export interface RegisterValues { nombre: string; documento: string; email: string; password: string; confirmation: string }

/** Spec 01 §5: name, document and email ≥ 3, password ≥ 4, confirmation equal. */
export function canSubmitRegister(v: RegisterValues): boolean {
  return v.nombre.trim().length >= 3 && v.documento.trim().length >= 3 && v.email.trim().length >= 3
    && v.password.length >= 4 && v.password === v.confirmation;
}
