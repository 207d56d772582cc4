// The server's test suites hash passwords with argon2id at a light cost (1 MiB, 2 passes): the
// same algorithm through the same code, in a twentieth of the time (it was half the time of the
// account and login tests). Today's parameters are held by server/lib/passwords.test.ts, and the
// end-to-end tests and the budgets run the built server at them.
import { setArgon2Parameters } from '../server/lib/passwords.ts';

setArgon2Parameters({ memory: 1024, passes: 2, parallelism: 1, tagLength: 32 });
