import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { repoRoot, startServer } from './support/server.mjs';
import { datasetsDir } from './support/datasets.mjs';

// The README's curl examples, run exactly as printed (only the port differs) against a fresh server.
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1]).filter((block) => block.includes('curl '));

let server;
before(async () => {
  server = await startServer();
});
after(() => server?.stop());

// The README names the shared data sets by their path beside the repository (support/datasets.mjs finds them).

const run = (script) =>
  execFileSync('bash', ['-e', '-c', script.replaceAll('http://localhost:4000', server.url).replaceAll('../shared/datasets', datasetsDir)], { encoding: 'utf8' });

test('the README has the register, login, profile, project, question and API key examples', () => {
  assert.equal(blocks.length, 5);
});


test('register, login and profile examples answer as the README says', () => {
  const [register, login] = run(blocks[0]).trim().split('\n');
  assert.match(register, /^\{"token":"[\w.-]+"\}$/);
  const body = JSON.parse(login);
  assert.equal(body.token_type, 'bearer');
  assert.equal(body.user.email, 'ada@example.com');
  assert.equal(body.subscribed_to_updates, false);

  const profile = JSON.parse(run(blocks[1]));
  assert.deepEqual(profile, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    timezone: 'UTC',
    theme: 'dark',
    notificationEmail: true,
    notificationSlack: false,
    notificationBrowser: true,
    profilePictureUrl: null,
  });
});

test('the project example creates a task and reads it back on the board', () => {
  // The project block uses $TOKEN, which the README sets in the block before it.
  const tokenLine = blocks[1].split('\n').find((line) => line.startsWith('TOKEN='));
  const [task, board] = run(`${tokenLine}\n${blocks[2]}`).trim().split('\n').map((line) => JSON.parse(line));
  assert.equal(task.title, 'Draft the announcement');
  assert.equal(task.status, 'Backlog');
  assert.equal(task.priority, 'High');
  assert.equal(task.due_date, '2026-12-01');
  const { projectName, columns } = board.data.projectBoard;
  assert.equal(projectName, 'Spring launch');
  assert.deepEqual(columns.map((column) => column.status), ['BACKLOG', 'TO_DO', 'IN_PROGRESS', 'REVIEW', 'DONE']);
  assert.deepEqual(columns[0], { status: 'BACKLOG', count: 1, tasks: [{ title: 'Draft the announcement', priority: 'HIGH', dueDate: '2026-12-01' }] });
});

test('the question example uploads Northwind and answers with the top 5 customers and a bar chart', () => {
  const tokenLine = blocks[1].split('\n').find((line) => line.startsWith('TOKEN='));
  const answer = JSON.parse(run(`cd ${JSON.stringify(repoRoot)}\n${tokenLine}\n${blocks[3]}`).trim());
  assert.match(answer.answer, /^Top 5 by number of orders: Save-a-lot Markets \(31\), Ernst Handel \(30\), QUICK-Stop \(28\)/);
  assert.deepEqual(answer.rows, [
    ['Save-a-lot Markets', 31],
    ['Ernst Handel', 30],
    ['QUICK-Stop', 28],
    ['Folk och fä HB', 19],
    ['Hungry Owl All-Night Grocers', 19],
  ]);
  assert.deepEqual(answer.chart, { type: 'bar', x: 'company_name', y: ['number_of_orders'] });
  assert.equal(answer.engine, 'offline');
});

// Last: it needs the account the register example made.
test('the API key example makes a key and reads the team with it', () => {
  // The block uses $TOKEN, which the README sets in the profile block.
  const tokenLine = blocks[1].split('\n').find((line) => line.startsWith('TOKEN='));
  const team = JSON.parse(run(`${tokenLine}\n${blocks[4]}`));
  assert.equal(team.workspace_name, "Ada's workspace");
  assert.equal(team.your_role, 'OWNER');
  assert.ok(team.your_permissions.includes('MANAGE_BILLING'));
});
