// The demo chapter's Executive Board as the server draws it from its terms (content/demo/
// accounts.json: the board's positions in order, each holder's bio, picture and LinkedIn; two
// holders of one position by name).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface BoardOfficer {
  name: string;
  title: string;
  picture: string | undefined;
  bio: string;
  linkedin: string | undefined;
}

const demo = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '..', '..', 'content', 'demo', 'accounts.json'),
    'utf8',
  ),
) as {
  board: string[];
  accounts: {
    name: string;
    position?: string;
    picture?: string;
    bio?: string;
    linkedin?: string;
  }[];
};

export const demoBoard: BoardOfficer[] = demo.board.flatMap((title) =>
  demo.accounts
    .filter((account) => account.position === title)
    .toSorted((a, b) => a.name.localeCompare(b.name))
    .map((account): BoardOfficer => ({
      name: account.name,
      title,
      picture: account.picture,
      bio: account.bio ?? '',
      linkedin: account.linkedin,
    })),
);
