// Logging in and plain JSON calls against the server under test.
export async function login(baseUrl: string, email: string, password = 'etanker'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sikertelen belépés (${email}): ${response.status} ${await response.text()}`);
  return ((await response.json()) as { key: string }).key;
}

export async function getJson<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Token ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
