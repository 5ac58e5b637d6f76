/**
 * The robot pass (spec section 8, 10433): a client that passed the robot check sends
 * `captchaId.ticket` of its solved slider in this header until a call answers 10433 again. Through
 * the gateway it travels as `x-gw-robot`.
 */
export const ROBOT_PASS_HEADER = 'x-robot';

/**
 * The access notice's go flag (spec section 8, 10501): a client whose member read the notice and
 * chose to go on sends `1`, and the site's first call answers as it would anywhere else.
 */
export const ACCESS_GO_HEADER = 'x-access-go';
