import { Type } from 'typebox';

export const ThirdAuthorizeUuidReq = Type.Object({ app_id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Request schemas of the `game` calls, by call name (calls not listed take any body until served). */
export const gameBodies = {
  thirdAuthorizeUuid: ThirdAuthorizeUuidReq,
};
