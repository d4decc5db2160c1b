// D4: new passwords are checked against a list of common passwords: well-known entries of at least
// 8 characters (shorter ones fail the length rule anyway) of the public most-common-password lists,
// plus obvious variants for this site. Compared case-insensitively. Kept small on purpose: it is
// shipped to the browser too, so the form can say so before submitting.
const COMMON = `
12345678 123456789 1234567890 12345678910 123123123 123321123 11111111 111111111 1111111111
00000000 000000000 0000000000 88888888 87654321 987654321 9876543210 11223344 12341234 123qweasd
12344321 13131313 147258369 159753159 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc
zaq12wsx zaq1zaq1 qwerty123 qwerty1234 qwertyui qwertyuiop qwerty12 qwer1234 qwerasdf asdf1234
asdfghjk asdfghjkl asdfasdf zxcvbnm1 zxcvbnm123 password password1 password12 password123
password1234 password! password@123 passw0rd p@ssw0rd p@ssword pa55word pass1234 passpass
iloveyou iloveyou1 iloveyou2 princess princess1 sunshine sunshine1 football football1 baseball
basketball superman batman123 starwars whatever trustno1 letmein1 letmein123 welcome1 welcome123
welcome@123 admin123 admin1234 administrator adminadmin changeme changeme1 default1 computer
internet michelle jennifer jessica1 charlie1 michael1 jordan23 liverpool chelsea1 arsenal1
manchester mustang1 shadow12 master12 monkey12 dragon12 killer12 hunter12 cookie12 buster12
soccer12 tigger12 hello123 hello1234 abc12345 abcd1234 abcdefgh abcdefg1 abc123456 a1b2c3d4
aa123456 aaaaaaaa 123abc123 test1234 testtest tester123 secret12 secret123 freedom1 whatever1
qazwsxedc qazwsx123 1234qwer q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 myspace1 linkedin facebook1
google123 samsung1 iphone123 india123 india@123 india1234 bharat123 mumbai123 delhi123
krishna1 ganesh123 sairam123 omsairam jaihind1 hanuman123 granite1 granite123 marble123
marketplace 1234567a 12345qwert 123456789a 123456abc 12345abcde 99999999 66666666 77777777
55555555 44444444 33333333 22222222 12121212 10203040 01012000 01011990 20202020 19871987
`;

const LIST = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return LIST.has(password.trim().toLowerCase());
}
