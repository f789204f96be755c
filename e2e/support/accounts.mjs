// Accounts for browser tests: a registered user with the session the login form would store.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

export const PASSWORD = 'Quarry!2026pass';
const SESSION_USER = 'id email firstName lastName username avatar permission timezone theme profilePictureUrl subscribedToUpdates';

export async function graphqlAt(url, query, variables = {}, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

export async function registerUserAt(url, firstName) {
  const email = `e2e-${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const created = await fetch(`${url}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, first_name: firstName, last_name: 'Tester' }),
  });
  assert.equal(created.status, 201);
  const { data } = await graphqlAt(url, `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token user { ${SESSION_USER} } } }`, { email, password: PASSWORD });
  return { email, token: data.login.token, user: data.login.user };
}
