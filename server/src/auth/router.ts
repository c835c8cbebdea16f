// auth.*: login, logout, password change, set password and the set-password mail.
import { authedProcedure, publicProcedure, router } from '../trpc/init.ts';
import { changePassword, login, logout, setPassword } from './service.ts';
import { requestPasswordReset } from './service-password-token.ts';
import { withoutInternalDetails } from './hide-internal-errors.ts';
import { ZLoginInput, ZPasswordChangeInput, ZPasswordResetRequestInput, ZSetPasswordInput } from './service-schemas.ts';

export const authRouter = router({
  login: publicProcedure.input(ZLoginInput).mutation(({ ctx, input }) => withoutInternalDetails(login(ctx, input, ctx.ip))),
  logout: authedProcedure.mutation(({ ctx }) => withoutInternalDetails(logout(ctx, ctx.user))),
  changePassword: authedProcedure.input(ZPasswordChangeInput).mutation(({ ctx, input }) => withoutInternalDetails(changePassword(ctx, ctx.user, input))),
  setPassword: publicProcedure.input(ZSetPasswordInput).mutation(({ ctx, input }) => withoutInternalDetails(setPassword(ctx, input))),
  requestPasswordReset: publicProcedure
    .input(ZPasswordResetRequestInput)
    .mutation(({ ctx, input }) => withoutInternalDetails(requestPasswordReset(ctx, input, ctx.ip))),
});
