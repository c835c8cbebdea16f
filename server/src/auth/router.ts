// auth.*: login, logout, password change, set password and the set-password mail.
import { authedProcedure, publicProcedure, router } from '../trpc/init.ts';
import { changePassword, login, logout, setPassword } from './service.ts';
import { requestPasswordReset } from './service-password-token.ts';
import { ZLoginInput, ZPasswordChangeInput, ZPasswordResetRequestInput, ZSetPasswordInput } from './service-schemas.ts';

export const authRouter = router({
  login: publicProcedure.input(ZLoginInput).mutation(({ ctx, input }) => login(ctx, input, ctx.ip)),
  logout: authedProcedure.mutation(({ ctx }) => logout(ctx, ctx.user)),
  changePassword: authedProcedure.input(ZPasswordChangeInput).mutation(({ ctx, input }) => changePassword(ctx, ctx.user, input)),
  setPassword: publicProcedure.input(ZSetPasswordInput).mutation(({ ctx, input }) => setPassword(ctx, input)),
  requestPasswordReset: publicProcedure.input(ZPasswordResetRequestInput).mutation(({ ctx, input }) => requestPasswordReset(ctx, input, ctx.ip)),
});
