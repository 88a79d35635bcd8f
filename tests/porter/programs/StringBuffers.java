public class StringBuffers {
    public static void main(String[] args) {
        StringBuffer sb = new StringBuffer();
        sb.append("ab").append(3).append('c').append(1.5f);
        System.out.println(sb.toString() + " " + sb.length());
        StringBuffer r = new StringBuffer("hello");
        r.reverse();
        r.insert(0, "[").append("]");
        System.out.println(r);
        StringBuffer cap = new StringBuffer(16);
        cap.append(true);
        System.out.println(cap.length() + ":" + cap + ":" + cap.charAt(1));
        sb.setLength(0);
        System.out.println("[" + sb + "]");
    }
}
